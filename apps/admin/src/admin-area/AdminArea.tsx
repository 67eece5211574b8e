import { t } from '@lernstapel/texts';
import { BuildId, PageTitle, Tabs } from '@lernstapel/ui';
import { BenutzerTab } from '../benutzer/BenutzerTab';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { PostausgangTab } from '../mail/PostausgangTab';
import { SchulenTab } from '../schulen/SchulenTab';
import { VorabversionenTab } from '../vorabversionen/VorabversionenTab';
import { DatenexporteAbschnitt } from '../verwaltung/datenexporte/DatenexporteAbschnitt';

/**
 * Exposed as 'admin/AdminArea': the main administrator's area (01 §2) with the tabs 'Schulen' and
 * 'Benutzer' plus the local outbox (issue 3), the canary releases per school (issue 26 §5) and the
 * record of data exports (issue 29 §2). The shell's frame around it has the side panel with
 * 'Abmelden'. Tabs mount on opening, so users and mails are loaded fresh each time.
 */
export function AdminArea() {
  return (
    <section>
      <PageTitle>{t('admin.titel')}</PageTitle>
      <Tabs defaultValue="schulen" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="schulen">{t('admin.tabSchulen')}</Tabs.Tab>
          <Tabs.Tab value="benutzer">{t('admin.tabBenutzer')}</Tabs.Tab>
          <Tabs.Tab value="postausgang">{t('admin.tabPostausgang')}</Tabs.Tab>
          <Tabs.Tab value="vorabversionen">{t('vorabversionen.tab')}</Tabs.Tab>
          <Tabs.Tab value="datenexporte">{t('datenexporte.titel')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schulen">
          <SchulenTab />
        </Tabs.Panel>
        <Tabs.Panel value="benutzer">
          <BenutzerTab />
        </Tabs.Panel>
        <Tabs.Panel value="postausgang">
          <PostausgangTab />
        </Tabs.Panel>
        <Tabs.Panel value="vorabversionen">
          <VorabversionenTab />
        </Tabs.Panel>
        {/* Issue 29 §2: exports of other people's data from every school (who, whose, when). */}
        <Tabs.Panel value="datenexporte">
          <DatenexporteAbschnitt alleSchulen />
        </Tabs.Panel>
      </Tabs>
      <BuildId app="admin" id={BUILD_ID} />
    </section>
  );
}
