// The job-costing module's face: nobody imports it (app.ts registers its routes).
export {};
