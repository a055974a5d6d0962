/** The built console (index.html and assets/), which the server serves under /console. */
export declare const consoleRoot: string;
