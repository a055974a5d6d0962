import { Link, Route, Switch, useRoute } from 'wouter-preact';
import { useSession } from './context.js';
import { BuyersPage } from './pages/buyers.js';
import { CallStoryPage } from './pages/call-story.js';
import { LeadPage, LeadsPage } from './pages/leads.js';
import { LiveCallsPage } from './pages/live-calls.js';
import { NumbersPage } from './pages/numbers.js';
import { StatsPage } from './pages/stats.js';
import { WebhooksPage } from './pages/webhooks.js';
import { can, type Family } from './permissions.js';

/** The pages, and the family a key must read to see each. */
const PAGES: { path: string; label: string; family: Family }[] = [
  { path: '/', label: 'Live calls', family: 'calls' },
  { path: '/buyers', label: 'Buyers & caps', family: 'buyers' },
  { path: '/stats', label: 'Stats', family: 'calls' },
  { path: '/webhooks', label: 'Webhooks', family: 'webhooks' },
  { path: '/leads', label: 'Leads', family: 'leads' },
  { path: '/numbers', label: 'Numbers', family: 'numbers' },
];

function NavLink({ path, label }: { path: string; label: string }) {
  const [active] = useRoute(path === '/' ? '/' : `${path}/*?`);
  return (
    <Link href={path} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}

/** Header, navigation and the page the address names. */
export function Shell() {
  const { me, signOut } = useSession();
  const pages = PAGES.filter((p) => can(me, p.family, 'read'));
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Leadline</span>
        <span class="who">
          {me.company.name} · {me.actor.name}
        </span>
        <button type="button" class="quiet" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Console" class="tabs">
        {pages.map((p) => (
          <NavLink key={p.path} {...p} />
        ))}
      </nav>
      <main id="main" tabIndex={-1}>
        <Switch>
          <Route path="/">{can(me, 'calls', 'read') ? <LiveCallsPage /> : <Welcome />}</Route>
          <Route path="/calls/:id">{(p) => <CallStoryPage id={Number(p.id)} />}</Route>
          <Route path="/buyers" component={BuyersPage} />
          <Route path="/stats" component={StatsPage} />
          <Route path="/webhooks" component={WebhooksPage} />
          <Route path="/leads" component={LeadsPage} />
          <Route path="/leads/:id">{(p) => <LeadPage id={Number(p.id)} />}</Route>
          <Route path="/numbers" component={NumbersPage} />
          <Route>
            <h1>Not found</h1>
            <p>
              No page here. <Link href="/">Back to the console</Link>
            </p>
          </Route>
        </Switch>
      </main>
    </>
  );
}

function Welcome() {
  return (
    <>
      <h1>Welcome</h1>
      <p>These credentials may not read calls; the pages they may read are in the menu.</p>
    </>
  );
}
