"use client";
// How the order is paid: one choice per payment method the shop takes (lib/orders/payments.ts),
// each with the line that says what happens next.
import { Choice, ChoiceList, Fieldset } from "@/components/ui/choice-list";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/orders/payments";
import type { CheckoutTexts } from "./checkout-form";

export function PaymentChoice({ texts: t, payment, onPayment }: { texts: CheckoutTexts; payment: PaymentMethod; onPayment: (payment: PaymentMethod) => void }) {
  return (
    <Fieldset legend={t.payment.legend}>
      <ChoiceList>
        {PAYMENT_METHODS.map((p) => (
          <Choice key={p} name="paymentMethod" value={p} checked={payment === p} onChoose={() => onPayment(p)} hint={{ id: `payment-${p}-hint`, text: t.payment[`${p}Hint`] }}>
            {t.payment[p]}
          </Choice>
        ))}
      </ChoiceList>
    </Fieldset>
  );
}
