// A TV's edit page: the generic resource form with the live status and command panel below.
import { ResourceEditPage } from '../resources/ResourceEditPage';
import { tvConfig } from './tv-config';

export default function TvEditPage({ id }: { id?: string }) {
  return <ResourceEditPage config={tvConfig} id={id} />;
}
