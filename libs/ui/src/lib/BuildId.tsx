import { t } from '@lernstapel/texts';

export interface BuildIdProps {
  /** Name of the app that was built, e.g. 'exams'; the test id is `build-id-<app>`. */
  app: string;
  id: string;
}

/**
 * The build id of an app, for release checks (a release of one remote can be seen in the running
 * portal: `data-build-id`, test id `build-id-<app>`), but not shown on the page (issue 15 §4).
 */
export function BuildId({ app, id }: BuildIdProps) {
  return (
    <span hidden data-testid={`build-id-${app}`} data-build-id={id}>
      {t('portal.buildId', { id })}
    </span>
  );
}
