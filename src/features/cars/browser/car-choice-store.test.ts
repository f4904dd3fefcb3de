// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { CAR_CHOICE_KEY, choiceOf } from "#features/cars/car-choice.ts";
import { carVersions } from "#features/cars/car-versions.ts";
import { sampleCar } from "#testing/sample-car.ts";
import { carChoiceStore, forgetChoice, rememberChoice } from "./car-choice-store.ts";

beforeEach(() => {
  forgetChoice();
  localStorage.clear();
});

describe("the picked car", () => {
  it("is remembered on this device and forgotten", () => {
    const [onix] = carVersions([sampleCar()]);
    const choice = choiceOf(onix!, "highway");
    rememberChoice(choice);
    expect(JSON.parse(localStorage.getItem(CAR_CHOICE_KEY)!)).toEqual(choice);
    expect(carChoiceStore.get()).toEqual(choice);
    forgetChoice();
    expect(localStorage.getItem(CAR_CHOICE_KEY)).toBeNull();
    expect(carChoiceStore.get()).toBeNull();
  });
});
