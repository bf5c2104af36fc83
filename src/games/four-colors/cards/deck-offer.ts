/**
 * The start-up offer of the Storypath deck: when the world has no deck, ask
 * the GM whether to import it from the system's compendium (at start-up, or
 * when the GM asks from the Table tools). At start-up "No" turns the
 * offer setting off (and says so); closing the window means "ask me later"
 * (the offer comes back at the next start); an accepted import is flagged as
 * the world's deck and shuffled. storypath-setup.ts makes the offer at ready,
 * and only in a world that plays Four Colors al Fresco.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { FLAGS, OFFER_SETTING, STORYPATH_PACK } from "./storypath";

const L = "STORY_ENGINES.FourColors.Cards";

async function importDeck(): Promise<Cards | undefined> {
  const pack = game.packs.get(STORYPATH_PACK);
  if (!pack) return undefined;
  const [entry] = [...(await pack.getIndex())];
  if (!entry) return undefined;
  const deck = await game.cards.importFromCompendium(pack, entry._id, {
    flags: { [SYSTEM_ID]: { [FLAGS.deck]: true } },
  });
  await deck.shuffle({ chatNotification: false });
  return deck;
}

/**
 * Offer the deck to the GM (a world without one). True when the deck was
 * imported; false when the offer is off, the GM declined (the start-up
 * offer is then turned off) or closed the window (asked again next time), or
 * the import failed — the rest of the setup waits for a deck. `requested`:
 * the GM asked from the Table tools, so the offer setting neither stops nor
 * changes.
 */
export async function offerDeck(requested = false): Promise<boolean> {
  if (!requested && game.settings.get(SYSTEM_ID, OFFER_SETTING) === false) return false;
  const yes = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize(`${L}.Setup.offerTitle`) },
    content: `<p>${game.i18n.localize(`${L}.Setup.offerContent`)}</p>`,
    rejectClose: false,
  });
  if (yes === null) return false;
  if (!yes) {
    if (requested) return false;
    await game.settings.set(SYSTEM_ID, OFFER_SETTING, false);
    ui.notifications.info(`${L}.Setup.declined`, { localize: true });
    return false;
  }
  if (!(await importDeck())) {
    ui.notifications.error(`${L}.Setup.importFailed`, { localize: true });
    return false;
  }
  return true;
}
