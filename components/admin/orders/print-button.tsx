"use client";
// "Print the packing slip": the browser's print dialog; the page's print stylesheet prints the slip only.
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button-secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
