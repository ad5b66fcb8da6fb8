// The newsletter and contact forms with bad and good input: translated errors tied to their
// fields, a confirmation, a polite refusal of a rapid resend, and all of it before JavaScript too.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;
const newsletter = (page: Page) => page.getByRole("region", { name: /Join our newsletter|Abonnez-vous/ });
const noScripts = (page: Page) => page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());

test.describe("newsletter", () => {
  test("refuses a bad address, accepts a good one and a repeat", async ({ page }) => {
    await page.goto("/");
    const form = newsletter(page);
    const email = form.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address, like name@example.com.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-email");
    await expectAccessible(page, "home with a newsletter error");

    const address = unique("news");
    await email.fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(/Almost done: we sent you an email/);
    await expect(form.getByText(/valid email address/)).toHaveCount(0);
    await expect(email).toHaveValue("");

    // The same address again (typed differently): accepted, same answer (no duplicate is stored).
    await email.fill(`  ${address.toUpperCase()} `);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(/Almost done: we sent you an email/);
  });

  test("answers in French", async ({ page }) => {
    await page.goto("/?lng=fr");
    const form = newsletter(page);
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill("faux");
    await form.getByRole("button", { name: "S’abonner" }).click();
    await expect(form.getByRole("alert")).toHaveText("Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.");
  });

  test("works before JavaScript loads", async ({ page }) => {
    await noScripts(page);
    await page.goto("/");
    const form = newsletter(page);
    await form.getByRole("textbox", { name: "Email address" }).fill("nope");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter(page).getByRole("alert")).toHaveText(/valid email address/);
    await newsletter(page).getByRole("textbox", { name: "Email address" }).fill(unique("nojs"));
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter(page).getByRole("status")).toHaveText(/Almost done: we sent you an email/);
  });
});

test.describe("contact", () => {
  const form = (page: Page) => page.getByRole("region", { name: /Send us a message|Envoyez-nous/ });

  test("shows translated errors on the fields, then the confirmation, then refuses a rapid resend", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByRole("button", { name: "Send message" }).click();
    await expect(f.getByRole("status")).toHaveText("Please correct the highlighted fields.");
    const name = f.getByRole("textbox", { name: /Your name/ });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please tell us your name.");
    await expect(name).toBeFocused();
    await expect(f.getByRole("textbox", { name: /Email address/ })).toHaveAccessibleDescription("Please enter a valid email address, like name@example.com.");
    await expect(f.getByRole("textbox", { name: /Message/ })).toHaveAccessibleDescription(/Please write at least 10 characters/);
    await expectAccessible(page, "contact form with errors");

    // Fix some: what was typed stays, the remaining error stays.
    await name.fill("Ana López");
    await f.getByRole("textbox", { name: /Email address/ }).fill("ana@");
    await f.getByRole("textbox", { name: /Message/ }).fill("When will my order arrive?");
    await f.getByRole("button", { name: "Send message" }).click();
    await expect(f.getByRole("textbox", { name: /Email address/ })).toBeFocused();
    await expect(name).toHaveValue("Ana López");
    await expect(name).not.toHaveAttribute("aria-invalid");

    const email = unique("contact");
    await f.getByRole("textbox", { name: /Email address/ }).fill(email);
    await f.getByRole("button", { name: "Send message" }).click();
    await expect(f.getByRole("status")).toHaveText("Thank you, your message is on its way. We’ll reply by email within one business day.");
    await expect(name).toHaveValue("");

    // The same message again at once: refused politely, nothing lost from the form.
    await name.fill("Ana López");
    await f.getByRole("textbox", { name: /Email address/ }).fill(email);
    await f.getByRole("textbox", { name: /Message/ }).fill("Sorry, one more thing about my order.");
    await f.getByRole("button", { name: "Send message" }).click();
    await expect(f.getByRole("status")).toHaveText(/You’ve just sent us a message\. Please wait \d+ seconds before sending another one\./);
    await expect(f.getByRole("textbox", { name: /Message/ })).toHaveValue("Sorry, one more thing about my order.");
  });

  test("answers in German", async ({ page }) => {
    await page.goto("/contact?lng=de");
    const f = page.getByRole("region", { name: "Schreiben Sie uns" });
    await f.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(f.getByRole("textbox", { name: /Ihr Name/ })).toHaveAccessibleDescription("Bitte geben Sie Ihren Namen an.");
  });

  test("works before JavaScript loads", async ({ page }) => {
    await noScripts(page);
    await page.goto("/contact");
    await form(page).getByRole("textbox", { name: /Your name/ }).fill("Sam");
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("status")).toHaveText("Please correct the highlighted fields.");
    await expect(form(page).getByRole("textbox", { name: /Your name/ })).toHaveValue("Sam");
    await form(page).getByRole("textbox", { name: /Email address/ }).fill(unique("nojs"));
    await form(page).getByRole("textbox", { name: /Message/ }).fill("A question about delivery times to Canada.");
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("status")).toHaveText(/your message is on its way/);
  });

  test("never answers a 500, whatever is posted", async ({ request }) => {
    const response = await request.post("/contact", { form: { name: "x".repeat(10_000), email: "<script>", message: "" } });
    expect(response.status()).toBeLessThan(500);
  });
});
