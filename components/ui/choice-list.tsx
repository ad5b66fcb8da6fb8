// A list of choices (radio buttons or checkboxes), one bordered row each, the whole row being its
// control's label; the chosen row is marked. Styled by form.module.css.
import type { ReactNode } from "react";
import styles from "./form.module.css";

export function ChoiceList({ children }: { children: ReactNode }) {
  return (
    <ul role="list" className={styles.choices}>
      {children}
    </ul>
  );
}

type ChoiceProps = {
  type?: "radio" | "checkbox";
  name: string;
  value: string;
  /** Controlled (with onChoose), or `defaultChecked` for a form read on submit. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChoose?: () => void;
  /** A line under the label that describes the choice (tied to it by `hint.id`). */
  hint?: { id: string; text: ReactNode };
  children: ReactNode;
};

export function Choice({ type = "radio", name, value, checked, defaultChecked, onChoose, hint, children }: ChoiceProps) {
  return (
    <li>
      <label className={styles.choice}>
        <input
          type={type}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChoose}
          aria-describedby={hint?.id}
        />
        <span>
          {children}
          {hint ? (
            <span id={hint.id} className={styles.choiceHint}>
              {hint.text}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
}

/** A group of fields or choices under its legend, without a box of its own. */
export function Fieldset({ legend, children, legendClassName }: { legend: ReactNode; children: ReactNode; legendClassName?: string }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={legendClassName ?? styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
