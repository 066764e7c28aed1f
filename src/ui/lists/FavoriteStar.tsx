import { toggleFavorite, type ResourceName } from '../../state/app';

/** The favourite star of a chart or dashboard; clicking stars or unstars it. */
export function FavoriteStar({ resource, id, starred }: { resource: ResourceName; id: number; starred: boolean }) {
  return (
    <button
      type="button"
      className={starred ? 'fave-star starred' : 'fave-star'}
      aria-pressed={starred}
      aria-label={starred ? 'Unselect as favorite' : 'Select as favorite'}
      title={starred ? 'Unselect as favorite' : 'Select as favorite'}
      onClick={() => void toggleFavorite(resource, id)}
      data-test={`fave-star-${id}`}
    >
      {starred ? '★' : '☆'}
    </button>
  );
}
