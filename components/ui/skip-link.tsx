// "Skip to content": the first link of every page, to its <main id={MAIN_ID}> (the storefront's
// frame and the dashboard's share it).
export const MAIN_ID = "main-content";

export function SkipLink({ label }: { label: string }) {
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      {label}
    </a>
  );
}
