import { headerText, isHeaderText } from "./header-text";

describe("headerText", () => {
  it("keeps a header on one line, whatever was typed", () => {
    expect(headerText("Eve\r\nBcc: mallory@example.test")).toBe("Eve Bcc: mallory@example.test");
    expect(headerText("Eve\nSubject: hi\u2028X-Evil: 1")).toBe("Eve Subject: hi X-Evil: 1");
    expect(headerText("  Anna\t Müller  ")).toBe("Anna Müller");
    expect(isHeaderText(headerText("a\r\n\0b\u0085c"))).toBe(true);
    expect(isHeaderText("a\rb")).toBe(false);
  });

  it("caps the length", () => {
    expect(headerText("x".repeat(500), 10)).toBe("x".repeat(10));
  });
});
