/// <reference types="vite/client" />
/** True in a demo build: the simulated backend answers /api. */
declare const __DEMO__: boolean;
/** `npm start` with CONSOLE_API_TARGET: the demo panel drives the simulator server there, if it is one. */
declare const __SIM_ADMIN__: boolean;
