"use client";
// "Copy link": a plain link to the page (it can be opened, or copied from the browser's menu,
// without JavaScript); once hydrated a click copies the address instead and says so.
import { useState } from "react";

type Props = { url: string; label: string; copied: string; className?: string; children?: React.ReactNode };

export function CopyLink({ url, label, copied, className, children }: Props) {
  const [done, setDone] = useState(false);
  return (
    <>
      <a
        href={url}
        className={className}
        onClick={async (e) => {
          if (!navigator.clipboard) return;
          e.preventDefault();
          try {
            await navigator.clipboard.writeText(url);
            setDone(true);
            setTimeout(() => setDone(false), 2500);
          } catch {
            window.location.href = url;
          }
        }}
      >
        {children}
        <span>{label}</span>
      </a>
      <span role="status" className={done ? undefined : "visually-hidden"}>
        {done ? copied : ""}
      </span>
    </>
  );
}
