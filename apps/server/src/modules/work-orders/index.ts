// The work-orders module's face (the teams' moves, progresses, remakes, paper): what other modules may use of it
// (import it as '../work-orders'). Nothing yet: app.ts registers its routes directly, and the work_order row itself,
// its opening and its moves are the order core's ('../order-core').
export {};
