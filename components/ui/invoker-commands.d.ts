// Invoker commands (`<button commandfor="id" command="show-modal">`): the browser opens and closes
// a <dialog> without script. React passes the lowercase attributes through; its types lack them.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover" | undefined;
  }
}
