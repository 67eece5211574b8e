/**
 * 01 §4 background refresh: a list that others change (own stacks, mailbox, team stacks, hand-ins, exams,
 * the dashboard's counts) is fetched again every 30 s while the window has the focus (RTK Query
 * polling; no server push yet). Passed as the options of the list's query hook.
 */
export const BACKGROUND_REFRESH = { pollingInterval: 30_000, skipPollingIfUnfocused: true } as const;
