// A message with one placeholder filled by an element rather than text (an amount that must not
// break across lines, say): "Promotions: {amount}" with <span>−$4.50</span>. The message's other
// words stay the translation's.
import type { ReactNode } from "react";

export function Filled({ template, name, children }: { template: string; name: string; children: ReactNode }) {
  const at = template.indexOf(`{${name}}`);
  if (at === -1) return <>{template}</>;
  return (
    <>
      {template.slice(0, at)}
      {children}
      {template.slice(at + name.length + 2)}
    </>
  );
}
