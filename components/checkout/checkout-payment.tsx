"use client";
// How the order is paid: one choice per payment method the shop takes now (the server's list,
// lib/payments/stripe.ts offeredPaymentMethods), each with the line that says what happens next.
import { Choice, ChoiceList, Fieldset } from "@/components/ui/choice-list";
import type { PaymentMethod } from "@/lib/orders/payments";
import type { CheckoutTexts } from "./checkout-form";

type Props = { texts: CheckoutTexts; methods: readonly PaymentMethod[]; payment: PaymentMethod; onPayment: (payment: PaymentMethod) => void };

export function PaymentChoice({ texts: t, methods, payment, onPayment }: Props) {
  return (
    <Fieldset legend={t.payment.legend}>
      <ChoiceList>
        {methods.map((p) => (
          <Choice key={p} name="paymentMethod" value={p} checked={payment === p} onChoose={() => onPayment(p)} hint={{ id: `payment-${p}-hint`, text: t.payment[`${p}Hint`] }}>
            {t.payment[p]}
          </Choice>
        ))}
      </ChoiceList>
    </Fieldset>
  );
}
