import { describe, expect, it } from "vitest";
import { interopFit, interopGaps } from "./interoperability";

describe("interopFit", () => {
  const needs = { imageTransfer: "dicomweb", orderFeed: "none", reportDelivery: "hl7v2-oru" };

  it("lists each stated need with whether the provider meets it; an order feed of none asks nothing", () => {
    const fit = interopFit(needs, ["dicomweb", "portal-pdf"]);
    expect(fit).toEqual([
      { term: "imageTransfer", label: "Image transfer", need: "dicomweb", needLabel: "DICOMweb STOW-RS", met: true },
      { term: "reportDelivery", label: "Report delivery", need: "hl7v2-oru", needLabel: "HL7 v2 ORU", met: false },
    ]);
    expect(interopGaps(fit)).toEqual(["HL7 v2 ORU"]);
  });

  it("asks nothing of a request that states no terms", () => {
    expect(interopFit({ imageTransfer: null, orderFeed: null, reportDelivery: null }, [])).toEqual([]);
  });

  it("a provider with every capability meets every need", () => {
    expect(interopGaps(interopFit({ ...needs, orderFeed: "fhir-servicerequest" }, ["dicomweb", "fhir-servicerequest", "hl7v2-oru"]))).toEqual([]);
  });
});
