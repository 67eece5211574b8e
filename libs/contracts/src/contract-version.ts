/**
 * The version of the shared contract (this library: routes, remote pages, API shapes) as
 * major.minor.patch (issue 12, independent release). The shell and every remote are built against
 * one; a remote speaks the version it was built with. Raise the minor for additions an older
 * remote can ignore, the major for changes that break a remote built before them.
 */
export const CONTRACT_VERSION = '1.3.0';
