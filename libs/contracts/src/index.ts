// One file per API domain, named like its folder or controller in services/api/src (README: domain
// table); error, hello, meldung, remotes and session are cross-cutting.
export * from './error';
export * from './hello';
export * from './meldung';
export * from './remotes';
export * from './session';
export * from './anmeldecodevergessen';
export * from './benutzer';
export * from './benutzerablenkungen';
export * from './benutzereinstellungen';
export * from './flashcardsthemen';
export * from './klasse';
export * from './konto';
export * from './lehrpersonen';
export * from './lizenzbestellen';
export * from './mail';
export * from './pruefungen';
export * from './registrieren';
export * from './schuelergruppen';
export * from './schulen';
export * from './stapelablage';
export * from './unterrichtsmodule';
export * from './unterrichtsmodulteile';
export * from './wettbewerbe';
