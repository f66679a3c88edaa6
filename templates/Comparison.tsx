// The before/after comparison, as a real table; the cross and tick icons carry
// text for screen readers.
import type { Landing } from "../src/schema/landing.ts";
import { Icon } from "./Icon.tsx";

export function Comparison({ comparison }: { comparison: Landing["benefits"]["comparison"] }) {
  return (
    <div className="comparison">
      <table>
        <caption className="comparison__caption">{comparison.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{comparison.aspectLabel}</th>
            <th scope="col" className="comparison__before">
              {comparison.beforeLabel}
            </th>
            <th scope="col" className="comparison__after">
              {comparison.afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              <td className="comparison__before">
                <Icon name="circle-x" size={18} />
                <span className="visually-hidden">{comparison.beforeIconLabel} </span>
                {row.before}
              </td>
              <td className="comparison__after">
                <Icon name="circle-check" size={18} />
                <span className="visually-hidden">{comparison.afterIconLabel} </span>
                {row.after}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
