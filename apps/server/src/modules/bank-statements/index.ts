// The bank-statements module's face: nothing other modules use (its routes are registered by app.ts).
export {};
