/**
 * The oracles as the system's pack holds them (a RollTable per oracle, an
 * entry per card): one card's entry for the GM's deal (handlers.ts), and
 * every entry for the topper's choice in the story window (apps.ts).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { ORACLES, cardIndex, parseCardLabel, type OracleId } from "../../../rules/wicked";

const ORACLE_PACK = `${SYSTEM_ID}.wicked-age-oracles`;

async function oracleTable(oracle: OracleId): Promise<WickedRollTable | null> {
  const pack = game.packs.get(ORACLE_PACK);
  const tables = (await pack?.getDocuments()) as WickedRollTable[] | undefined;
  return tables?.find((t) => t.getFlag(SYSTEM_ID, "oracle") === oracle) ?? null;
}

/** The oracle's entry for a card ("K♦"). */
export async function oracleEntry(oracle: OracleId, card: string): Promise<string> {
  if (!ORACLES.includes(oracle)) return "";
  let place: number;
  try {
    const { suit, rank } = parseCardLabel(card);
    place = cardIndex(suit, rank);
  } catch {
    return "";
  }
  const table = await oracleTable(oracle);
  return table?.results.contents.find((r) => r.range[0] === place)?.name ?? "";
}

/** Every entry of an oracle by card label, for the topper's choice. */
export async function oracleEntries(oracle: OracleId): Promise<Record<string, string>> {
  const table = await oracleTable(oracle);
  const out: Record<string, string> = {};
  for (const r of table?.results.contents ?? []) {
    const card = r.getFlag(SYSTEM_ID, "card");
    if (typeof card === "string") out[card] = `${card} ${r.name}`;
  }
  return out;
}
