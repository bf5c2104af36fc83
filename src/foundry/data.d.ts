// foundry.abstract.DataModel / TypeDataModel and foundry.data.fields, as
// system data models use them (dnd5e, Draw Steel): defineSchema() returns a
// record of field instances; Foundry validates, cleans and migrates through it.
// DataModel is also the base of every document (foundry.abstract.Document,
// documents.d.ts).
declare namespace foundry {
  namespace data {
    namespace fields {
      interface DataFieldOptions {
        required?: boolean;
        nullable?: boolean;
        initial?: unknown;
        label?: string;
        hint?: string;
        blank?: boolean;
        trim?: boolean;
        integer?: boolean;
        min?: number;
        max?: number;
        step?: number;
        positive?: boolean;
        choices?: Record<string, string> | readonly (string | number)[];
        validate?: (value: unknown) => boolean | void;
        validationError?: string;
        gmOnly?: boolean;
      }
      class DataField {
        constructor(options?: DataFieldOptions);
        options: DataFieldOptions;
        name: string;
        fieldPath: string;
        label: string;
        hint: string;
      }
      class SchemaField extends DataField {
        constructor(fields: Record<string, DataField>, options?: DataFieldOptions);
        fields: Record<string, DataField>;
      }
      class NumberField extends DataField {}
      class StringField extends DataField {}
      class BooleanField extends DataField {}
      class HTMLField extends StringField {}
      class DocumentUUIDField extends StringField {
        constructor(options?: DataFieldOptions & { type?: string; embedded?: boolean });
      }
      class ArrayField extends DataField {
        constructor(element: DataField, options?: DataFieldOptions);
        element: DataField;
      }
    }
    namespace operators {
      /** v14: the value that deletes a key in an update (replaces `"-=key": null`). */
      class ForcedDeletion {}
      /** v14: the value that replaces a key whole in an update (replaces `"==key": value`); holds the new value. */
      class ForcedReplacement {
        constructor(value: unknown);
      }
    }
  }

  namespace abstract {
    class DataModel {
      constructor(data?: object, options?: object);
      static defineSchema(): Record<string, foundry.data.fields.DataField>;
      static migrateData(source: Record<string, unknown>): Record<string, unknown>;
      /** Throw to reject the candidate source data as a whole (cross-field rules). */
      static validateJoint(data: Record<string, unknown>): void;
      static LOCALIZATION_PREFIXES: string[];
      readonly parent: unknown;
      toObject(source?: boolean): Record<string, unknown>;
      validate(options?: {
        changes?: object;
        clean?: boolean;
        fallback?: boolean;
        strict?: boolean;
        joint?: boolean;
      }): boolean;
      updateSource(changes: object, options?: object): object;
    }
    class TypeDataModel extends DataModel {
      prepareBaseData(): void;
      prepareDerivedData(): void;
    }
  }
}
