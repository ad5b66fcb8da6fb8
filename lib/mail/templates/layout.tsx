// The frame of every email: the shop's name and colours (app/globals.css: accent, cream surface,
// ink), one column, inline styles (mail clients ignore style sheets). Plain React, no state.
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";

export const COLORS = { accent: "#a1344e", text: "#2b2a33", muted: "#5e5a6b", surface: "#fdf8f3", border: "#ece4dc", white: "#ffffff" } as const;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const styles = {
  heading: { color: COLORS.text, fontSize: "22px", lineHeight: "30px", fontWeight: 700, margin: "24px 0 8px" },
  subheading: { color: COLORS.text, fontSize: "16px", fontWeight: 700, margin: "24px 0 8px" },
  text: { color: COLORS.text, fontSize: "15px", lineHeight: "22px", margin: "8px 0" },
  muted: { color: COLORS.muted, fontSize: "13px", lineHeight: "20px", margin: "2px 0" },
  amount: { color: COLORS.text, fontSize: "15px", lineHeight: "22px", margin: "8px 0", textAlign: "right", whiteSpace: "nowrap" },
  box: { backgroundColor: COLORS.surface, border: `1px solid ${COLORS.border}`, borderRadius: "12px", padding: "12px 16px", margin: "8px 0" },
  button: { backgroundColor: COLORS.accent, color: COLORS.white, borderRadius: "999px", padding: "12px 24px", fontSize: "15px", fontWeight: 700, textDecoration: "none" },
} satisfies Record<string, CSSProperties>;

export function MailLayout({ lang, preview, shopName, footer, children }: { lang: string; preview: string; shopName: string; footer: string; children: ReactNode }) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.surface, fontFamily: FONT, margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: COLORS.white, border: `1px solid ${COLORS.border}`, borderRadius: "16px", maxWidth: "600px", padding: "24px 32px" }}>
          <Section>
            <Text style={{ color: COLORS.accent, fontSize: "20px", fontWeight: 700, margin: 0 }}>{shopName}</Text>
          </Section>
          {children}
          <Hr style={{ borderColor: COLORS.border, margin: "32px 0 16px" }} />
          <Text style={styles.muted}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
