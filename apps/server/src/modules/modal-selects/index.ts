// The modal-selects module's face: what other modules may use of it (import it as '../modal-selects'). Nothing yet: app.ts registers
// its routes directly, and no other module calls it.
export {};
