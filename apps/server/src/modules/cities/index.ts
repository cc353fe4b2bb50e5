// The cities module's face: what other modules may use of it (import it as '../cities'). Nothing yet: app.ts registers
// its routes directly, and no other module calls it.
export {};
