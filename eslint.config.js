// Lint for the whole project: typescript-eslint's type-aware recommended
// rules, run by `npm test` with zero warnings allowed. Formatting is
// Prettier's (npm run format), so no rule here is about layout.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", ".cache/", "coverage/", "test-results/", "tests/fixtures/", ".dist-*/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The content checks match control characters on purpose: finding them is their job.
      "no-control-regex": "off",
      // A thrown value that is not an Error is one caught elsewhere and thrown again as it was.
      "@typescript-eslint/only-throw-error": ["error", { allowThrowingUnknown: true }],
      // Unused names are the compiler's job (noUnusedLocals, noUnusedParameters); "_" marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Loading reads content and writes nothing, nor do the checks run on it: a disk write from either is a side effect no build step expects.
    files: ["src/model/**", "src/checks/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["node:fs", "fs", "node:fs/promises", "fs/promises"].map((name) => ({
            name,
            importNames: [
              "writeFileSync",
              "writeFile",
              "appendFileSync",
              "appendFile",
              "mkdirSync",
              "mkdir",
              "renameSync",
              "rename",
              "rmSync",
              "rm",
              "unlinkSync",
              "unlink",
              "copyFileSync",
              "cpSync",
              "createWriteStream",
              "symlinkSync",
            ],
            message: "src/model/ and src/checks/ read content and write nothing to disk; writing belongs to src/outputs/ or src/pipeline/.",
          })),
        },
      ],
    },
  },
  {
    // Tests read JSON and HTML of every shape and use vitest's asymmetric matchers (expect.any, typed any).
    files: ["tests/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  {
    // Plain JavaScript: the inline scripts of the pages and the bundling runner.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["templates/**/*.js"],
    // The browser globals these scripts use, each named: a global used by mistake is still an error.
    languageOptions: {
      globals: Object.fromEntries(
        [
          "document",
          "window",
          "performance",
          "addEventListener",
          "PerformanceObserver",
          "IntersectionObserver",
          "requestAnimationFrame",
          "setTimeout",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    files: ["scripts/*.mjs", "**/*.cjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", module: "writable", require: "readonly", fetch: "readonly" } },
  },
);
