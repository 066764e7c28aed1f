import { toggleFavorite, type ResourceName } from '../../state/app';

/** The favourite star of a chart or dashboard; clicking stars or unstars it. */
export function FavoriteStar({
  resource,
  id,
  starred,
  onToggle = toggleFavorite,
}: {
  resource: ResourceName;
  id: number;
  starred: boolean;
  onToggle?: (resource: ResourceName, id: number) => Promise<void>;
}) {
  return (
    <button
      type="button"
      className={starred ? 'fave-star starred' : 'fave-star'}
      aria-pressed={starred}
      aria-label={starred ? 'Unselect as favorite' : 'Select as favorite'}
      title={starred ? 'Unselect as favorite' : 'Select as favorite'}
      onClick={() => void onToggle(resource, id)}
      data-test={`fave-star-${id}`}
    >
      {starred ? '★' : '☆'}
    </button>
  );
}
