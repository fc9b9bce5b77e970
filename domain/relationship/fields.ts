// The relationship form's field limits: the cards' maxLength and the schema's rule (schema.ts),
// in a module of their own so the cards do not load the schema.

export const NAME_MAX = 120;
export const CITY_MAX = 120;
