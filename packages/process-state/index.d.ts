// Each holder is an empty object: its owner (named in index.js) casts it to the shape it keeps.
export declare const postIndex: object;
export declare const publication: object;
export declare const beaconQueue: object;
export declare const pageViews: object;
export declare const memoryWindows: object;
export declare const addressLookups: object;
export declare const circuits: object;
export declare const database: object;
export declare const outboxWorker: object;
export declare const issueWorker: object;
export declare const spoolReplay: object;
