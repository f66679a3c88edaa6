// The before/after comparison, as a real table; the cross and tick icons carry
// text for screen readers.
import type { Landing } from "../../../src/model/schema/landing.ts";
import { Icon } from "../../Icon.tsx";
import { Text } from "../../Text.tsx";

export function Comparison({ comparison }: { comparison: Landing["benefits"]["comparison"] }) {
  return (
    <div className="comparison">
      <table>
        <caption className="comparison__caption">
          <Text>{comparison.caption}</Text>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Text>{comparison.aspectLabel}</Text>
            </th>
            <th scope="col" className="comparison__before">
              <Text>{comparison.beforeLabel}</Text>
            </th>
            <th scope="col" className="comparison__after">
              <Text>{comparison.afterLabel}</Text>
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Text>{row.aspect}</Text>
              </th>
              <td className="comparison__before">
                <Icon name="circle-x" size={18} />
                <span className="visually-hidden">
                  <Text>{comparison.beforeIconLabel}</Text>{" "}
                </span>
                <Text>{row.before}</Text>
              </td>
              <td className="comparison__after">
                <Icon name="circle-check" size={18} />
                <span className="visually-hidden">
                  <Text>{comparison.afterIconLabel}</Text>{" "}
                </span>
                <Text>{row.after}</Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
