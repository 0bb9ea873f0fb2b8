/// <reference types="vite/client" />
/** True in a demo build: the simulated backend answers /api. */
declare const __DEMO__: boolean;
