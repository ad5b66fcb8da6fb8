import { thumbnail } from "./thumb";

describe("thumbnail", () => {
  it("thumbnails go through the image optimiser, only for site paths and https URLs", () => {
    expect(thumbnail("/demo/products/bottle-pink.svg")).toBe("/_next/image?url=%2Fdemo%2Fproducts%2Fbottle-pink.svg&w=128&q=75");
    expect(thumbnail("https://firebasestorage.googleapis.com/x.jpg", 256)).toContain("&w=256&q=75");
    expect(thumbnail("javascript:alert(1)")).toBeNull();
    expect(thumbnail("//evil.example/x.png")).toBeNull();
    expect(thumbnail("")).toBeNull();
  });
});
