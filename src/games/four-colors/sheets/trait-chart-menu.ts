/**
 * The GM's Traits chart: an ApplicationV2 form opened from the Table tools
 * window (a GM-only tool). It saves the world setting the Omega sheet reads
 * for its warnings.
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { LANG } from "../data/common";
import { TRAIT_CHART_SETTING, readTraitChart } from "../data/trait-chart";
import { traitChartContext } from "./trait-chart-context";
import { allowD16, expandForm, traitChart } from "./sheet-support";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

export class TraitChartMenu extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "story-engines-four-colors-trait-chart",
    tag: "form",
    classes: ["story-engines", "four-colors", "trait-chart"],
    window: { title: `${LANG}.TraitChart.title`, icon: "fa-solid fa-table-list" },
    position: { width: 420 },
    form: { submitOnChange: false, closeOnSubmit: true, handler: TraitChartMenu.onSubmit },
  };

  static override PARTS = {
    form: { template: templatePath("four-colors/sheets/trait-chart.hbs") },
  };

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    return { ...base, ...traitChartContext(traitChart(), allowD16()) };
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    await game.settings.set(SYSTEM_ID, TRAIT_CHART_SETTING, readTraitChart(expandForm(formData)));
    ui.notifications.info(`${LANG}.TraitChart.saved`, { localize: true });
  }
}

/** Open the chart (the GM's Table tool). */
export async function openTraitChart(): Promise<void> {
  const open = foundry.applications.instances.get(TraitChartMenu.DEFAULT_OPTIONS.id);
  await (open ?? new TraitChartMenu()).render({ force: true });
}
