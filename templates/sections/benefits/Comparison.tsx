// The before/after comparison, as a real table; the cross and tick icons carry
// text for screen readers.
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { ContentText } from "../../ContentText.tsx";

export function Comparison({ comparison }: { comparison: Landing["benefits"]["comparison"] }) {
  return (
    <div className="comparison">
      <table>
        <caption className="comparison__caption">
          <ContentText>{comparison.caption}</ContentText>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <ContentText>{comparison.aspectLabel}</ContentText>
            </th>
            <th scope="col" className="comparison__before">
              <ContentText>{comparison.beforeLabel}</ContentText>
            </th>
            <th scope="col" className="comparison__after">
              <ContentText>{comparison.afterLabel}</ContentText>
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <ContentText>{row.aspect}</ContentText>
              </th>
              <td className="comparison__before">
                <Icon name="circle-x" size={18} />
                <span className="visually-hidden">
                  <ContentText>{comparison.beforeIconLabel}</ContentText>{" "}
                </span>
                <ContentText>{row.before}</ContentText>
              </td>
              <td className="comparison__after">
                <Icon name="circle-check" size={18} />
                <span className="visually-hidden">
                  <ContentText>{comparison.afterIconLabel}</ContentText>{" "}
                </span>
                <ContentText>{row.after}</ContentText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
