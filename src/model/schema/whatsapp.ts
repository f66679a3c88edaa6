// The WhatsApp number of click-to-chat links (https://wa.me/<number>): a
// number in international form, checked against the numbering plan of its
// country (libphonenumber's metadata), so a digit too few or a missing
// country code is a problem at the field, not a chat that never opens.
import { getExampleNumber, parsePhoneNumberWithError, ParseError } from "libphonenumber-js/max";
import examples from "libphonenumber-js/mobile/examples";
import { z } from "zod";

const EXPECTED = "a WhatsApp number in international form: + and the country code, then the number, like +91 98765 43210";
const countryName = new Intl.DisplayNames(["en"], { type: "region" });

/** What is wrong with a WhatsApp number, or undefined when it is a number in use. */
function whatsappProblem(value: string): { found: string; hint?: string } | undefined {
  const written = JSON.stringify(value);
  const stray = /[^0-9+\s().-]/u.exec(value);
  if (stray)
    return { found: `${written}, which has ${JSON.stringify(stray[0])} in it`, hint: "write digits only, with spaces if you like" };
  const digits = value.replace(/\D/g, "");
  if (!value.trim().startsWith("+")) {
    if (digits.startsWith("00"))
      return { found: `${written}, with 00 for the international prefix`, hint: `write + instead: +${digits.slice(2)}` };
    return {
      found: `${written}, without its country code`,
      hint:
        digits.length === 10
          ? `for an Indian number: +91 ${digits.slice(0, 5)} ${digits.slice(5)}`
          : "start with + and the country code (+91 for India)",
    };
  }
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(value);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message === "INVALID_COUNTRY") return { found: `${written}: no country has the calling code it starts with` };
    return { found: `${written}, which is not a phone number (${error.message.toLowerCase().replace(/_/g, " ")})` };
  }
  if (parsed.isValid()) return undefined;
  const country = parsed.country ?? parsed.getPossibleCountries()[0];
  const example = country ? getExampleNumber(country, examples) : undefined;
  const where = country ? countryName.of(country) : undefined;
  const code = `+${parsed.countryCallingCode}`;
  const have = parsed.nationalNumber.length;
  const want = example?.nationalNumber.length;
  if (want && want !== have)
    return {
      found: `${written}: ${have} digit${have === 1 ? "" : "s"} after ${code}, where a number in ${where} has ${want}`,
      hint: `a number in ${where} is written like ${example.formatInternational()}`,
    };
  return {
    found: `${written}, which is not a number in use ${where ? `in ${where}` : `under ${code}`}`,
    hint: example ? `a number in ${where} is written like ${example.formatInternational()}` : undefined,
  };
}

export const whatsappNumber = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = whatsappProblem(value);
    if (problem) ctx.addIssue({ code: "custom", input: value, message: EXPECTED, params: problem });
  })
  .meta({
    description: "The number in international form, e.g. +91 98765 43210: + and the country code, then the number.",
    // For the editors' tools, which check a pattern as one types (the web editor's form, VS Code): an Indian
    // number has its 10 digits after +91; another country's, 7 to 15 digits, which the check above holds to its plan.
    pattern: "^(?:\\+91[ -]?(?:[0-9][ -]?){9}[0-9]|\\+(?!91)[1-9](?:[ ()-]{0,2}[0-9]){6,14})$",
  });
