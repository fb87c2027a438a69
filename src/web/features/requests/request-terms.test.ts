import { describe, expect, it } from "vitest";
import { VolumesByModalityInput, WeightsInput } from "@/shared/contracts/request-evaluation";
import { volumesText, weightsText } from "@/web/lib/tender-text";
import { defaultWeightTexts, givenVolumes, parsedWeights, volumeProblem, volumeSum, weightsProblem, weightTotal } from "./request-terms";

describe("volumes by modality as typed", () => {
  const modalities = ["CT", "MRI", "X-ray"];

  it("sends only selected modalities with a whole number above 0, and sums them", () => {
    const typed = { CT: "800", MRI: " 400 ", "X-ray": "0", PET: "50" };
    expect(givenVolumes(typed, modalities)).toEqual({ CT: 800, MRI: 400 });
    expect(volumeSum(typed, modalities)).toBe(1200);
    expect(VolumesByModalityInput.parse(givenVolumes(typed, modalities))).toEqual({ CT: 800, MRI: 400 });
  });

  it("has no sum when none is given, so the total stays typed by hand", () => {
    expect(volumeSum({}, modalities)).toBeNull();
    expect(volumeSum({ CT: "", MRI: "0" }, modalities)).toBeNull();
    expect(volumeSum({ PET: "50" }, modalities)).toBeNull();
  });

  it("names the first selected modality whose volume is no whole number", () => {
    expect(volumeProblem({ CT: "800", MRI: "2.5" }, modalities)).toEqual({ modality: "MRI", message: "Please enter a whole number of studies for MRI" });
    expect(volumeProblem({ CT: "-3" }, modalities)?.modality).toBe("CT");
    expect(volumeProblem({ CT: "", MRI: "12" }, modalities)).toBeNull();
    expect(volumeProblem({ PET: "x" }, modalities)).toBeNull();
  });

  it("reads stored volumes in the order of the request's modalities, with thousand separators", () => {
    expect(volumesText(["CT", "MRI"], { MRI: 1200, CT: 800 })).toBe("CT 800 · MRI 1,200");
    expect(volumesText(["CT"], {})).toBe("");
  });
});

describe("evaluation weights as typed", () => {
  it("default to 40 / 30 / 30, which add up", () => {
    const texts = defaultWeightTexts();
    expect(texts).toEqual({ price: "40", turnaround: "30", quality: "30" });
    expect(weightsProblem(texts)).toBeNull();
    expect(WeightsInput.safeParse(parsedWeights(texts)).success).toBe(true);
  });

  it("refuse a set that does not add up to 100, showing the running sum", () => {
    const texts = { price: "50", turnaround: "30", quality: "30" };
    expect(weightTotal(texts)).toBe(110);
    expect(weightsProblem(texts)).toBe("Weights must add up to 100");
    expect(weightsProblem({ price: "50", turnaround: "25", quality: "25" })).toBeNull();
  });

  it("refuse a weight that is not a whole percentage from 0 to 100", () => {
    for (const bad of ["", "12.5", "-10", "101", "abc"]) {
      const texts = { price: bad, turnaround: "50", quality: "50" };
      expect(parsedWeights(texts)).toBeNull();
      expect(weightsProblem(texts)).toBe("Each weight must be a whole percentage from 0 to 100");
    }
    expect(weightTotal({ price: "", turnaround: "50", quality: "50" })).toBe(100);
  });

  it("read as the detail page shows them", () => {
    expect(weightsText({ price: 50, turnaround: 25, quality: 25 })).toBe("Price 50\u00a0% · Turnaround 25\u00a0% · Quality 25\u00a0%");
  });
});
