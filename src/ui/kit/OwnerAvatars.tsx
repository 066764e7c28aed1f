/** Owners as a row of initials (X3.03: at most 4 shown), the rest counted in '+N' with their names in a tooltip. */
import { personName } from '../../core/api';
import { avatarGroup, initials, MAX_AVATARS, type Owner } from './owners';
import { Tip } from './Tip';

/** A steady colour per owner id, so a person looks the same in every list. */
const hue = (id: number) => (Math.abs(id) * 47) % 360;

/** The avatar group of a list row or a detail header. */
export function OwnerAvatars(props: { owners: readonly Owner[]; max?: number; label?: string }) {
  const { shown, rest } = avatarGroup(props.owners, props.max ?? MAX_AVATARS);
  const restNames = rest.map(personName).join(', ');
  return (
    <span role="group" aria-label={props.label ?? 'Owners'} className="kit-avatars">
      {shown.map((o) => (
        <span
          key={o.id}
          role="img"
          aria-label={personName(o) || `User ${o.id}`}
          title={personName(o)}
          className="kit-avatar"
          style={{ background: `hsl(${hue(o.id)} 45% 45%)` }}
        >
          {initials(o)}
        </span>
      ))}
      {rest.length > 0 && (
        <Tip content={restNames}>
          <button type="button" className="kit-avatar kit-avatar-more" aria-label={`${rest.length} more: ${restNames}`}>
            +{rest.length}
          </button>
        </Tip>
      )}
    </span>
  );
}
