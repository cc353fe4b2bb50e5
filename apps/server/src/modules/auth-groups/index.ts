// The auth-groups module's face: what other modules may use of it (import it as '../auth-groups'). Nothing yet: app.ts registers
// its routes directly, and no other module calls it.
export {};
