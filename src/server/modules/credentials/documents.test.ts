import { describe, expect, it } from "vitest";
import { attachmentDisposition, documentName } from "./documents";

describe("documentName", () => {
  it("keeps the file's own name without any folder part", () => {
    expect(documentName("licence.pdf", "application/pdf")).toBe("licence.pdf");
    expect(documentName("C:\\fakepath\\Approbation.pdf", "application/pdf")).toBe("Approbation.pdf");
    expect(documentName("../../etc/passwd", "image/png")).toBe("passwd");
  });

  it("names a nameless document by its type, and cuts long names to 200 characters, keeping the extension", () => {
    expect(documentName("", "image/jpeg")).toBe("document.jpg");
    expect(documentName("folder/  ", "image/png")).toBe("document.png");
    expect(documentName(`${"ä".repeat(300)}.pdf`, "application/pdf")).toBe(`${"ä".repeat(196)}.pdf`);
  });
});

describe("attachmentDisposition", () => {
  it("is always an attachment, with an ASCII name and the UTF-8 one (RFC 6266, RFC 5987)", () => {
    expect(attachmentDisposition("licence.pdf")).toBe(`attachment; filename="licence.pdf"; filename*=UTF-8''licence.pdf`);
    expect(attachmentDisposition("Zeugnis Müller.pdf")).toBe(`attachment; filename="Zeugnis M_ller.pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller.pdf`);
  });

  it("cannot be broken out of by quotes, backslashes, semicolons or line breaks", () => {
    const header = attachmentDisposition('a"; filename="evil.html\\\r\n.pdf');
    expect(header).toBe(`attachment; filename="a_; filename=_evil.html___.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%5C%0D%0A.pdf`);
    expect(attachmentDisposition("it's (1)*.pdf")).toContain("filename*=UTF-8''it%27s%20%281%29%2A.pdf");
  });
});
