/**
 * Staking (Capes Lite, "Staking your Identity"; docs/games/capes-rulings.md):
 * Debt a character already has moves from one of its Drives onto a
 * Complication its side does not control; one Drive type per player per
 * Complication; a character's stakes on one Complication never exceed the
 * Drive's value. Debt just taken for a Power or a super-powered Trope may go
 * straight onto that roll's Complication.
 */
import type { DriveSlot } from "../character";
import { Draft, refuse } from "./draft";
import type { Complication, Faction } from "./types";

interface Staker {
  actorUuid: string;
  characterId: string | null;
  userId: string;
  faction: Faction;
}

interface StakeOptions {
  /** The token was just taken (a Power's or super-powered Trope's Debt): it is not on the Drive yet. */
  fresh?: boolean;
  /** The stake is made with a split that puts the staker on a new side. */
  withSplit?: boolean;
  /**
   * An example Scene's stake made earlier in the Scene: who controlled the Complication then, and who narrated
   * the character, are not known.
   */
  earlier?: boolean;
}

/** Drive labels (trimmed by driveLabel) name the same type whatever their case. */
const sameType = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function placeStake(
  draft: Draft,
  complication: Complication,
  staker: Staker,
  drive: DriveSlot,
  count: number,
  options: StakeOptions = {},
): void {
  const sheet = draft.sheet(staker.actorUuid);
  const driveName = draft.driveName(sheet, drive);
  if (!options.withSplit && !options.earlier) {
    // standing() is a side index, never null: a tie (control null) is nobody's.
    if (draft.control(complication) === draft.standing(complication, staker.faction, staker.characterId)) {
      refuse(
        "your-side-controls",
        `${sheet.name}'s side controls ${complication.name}: stake where your side does not control.`,
        {
          name: sheet.name,
          complication: complication.name,
        },
      );
    }
  }
  // Earlier stakes were made by whoever narrated the characters then (the set-up gives them all to the Editor).
  const other = options.earlier
    ? undefined
    : complication.stakes.find(
        (s) =>
          s.userId === staker.userId &&
          !sameType(draft.driveName(draft.sheets[s.actorUuid] ?? sheet, s.drive), driveName),
      );
  if (other) {
    const held = draft.driveName(draft.sheets[other.actorUuid] ?? sheet, other.drive);
    refuse(
      "one-drive-type",
      `A player stakes one type of Debt on a Complication: ${complication.name} already holds your ${held}.`,
      { complication: complication.name, drive: held },
    );
  }
  // A staker is one actor: a character present, or an absent opponent (never both in one Scene: "not-absent").
  const already = complication.stakes
    .filter((s) => s.actorUuid === staker.actorUuid)
    .reduce((sum, s) => sum + s.count, 0);
  const value = sheet.drives[drive].value;
  if (already + count > value) {
    refuse(
      "stake-over-value",
      `${sheet.name} may stake at most ${value} on ${complication.name} (the value of ${driveName}).`,
      {
        name: sheet.name,
        value,
        drive: driveName,
        complication: complication.name,
      },
    );
  }
  if (!options.fresh) {
    const debt = sheet.drives[drive].debt;
    if (debt < count) {
      refuse(
        "not-enough-debt",
        `${sheet.name} has ${debt} Debt on ${driveName}: stakes are Debt the character already has.`,
        {
          name: sheet.name,
          debt,
          drive: driveName,
        },
      );
    }
    sheet.drives[drive].debt = debt - count;
  }
  const existing = complication.stakes.find((s) => s.actorUuid === staker.actorUuid && s.drive === drive);
  if (existing) existing.count += count;
  else {
    complication.stakes.push({
      id: draft.nextId("s"),
      actorUuid: staker.actorUuid,
      name: sheet.name,
      characterId: staker.characterId,
      userId: staker.userId,
      faction: staker.faction,
      drive,
      driveName: sheet.drives[drive].name.trim(),
      count,
    });
  }
  draft.log("staked", { name: sheet.name, count, drive: driveName, complication: complication.name }, "stake");
}
