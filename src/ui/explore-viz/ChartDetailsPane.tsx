/** X11.07: the selected type's name, badge (its explanation as a tooltip), tags, description and examples. */
import { memo } from 'react';
import type { ChartMetadata } from '../../core/chart-plugin';
import { Tip } from '../kit';
import { chartDetails } from './galleryModel';

export const ChartDetailsPane = memo(function ChartDetailsPane({ metadata }: { metadata: ChartMetadata }) {
  const details = chartDetails(metadata);
  // A badge with an explanation is a button, so the keyboard reaches it and its tooltip describes it.
  const badge = details.label ? (
    details.labelExplanation ? (
      <button type="button" className="viz-badge">
        {details.label}
      </button>
    ) : (
      <span className="viz-badge">{details.label}</span>
    )
  ) : null;
  return (
    <section className="viz-details" aria-labelledby="viz-details-name" data-test="viz-type-details">
      <div className="row">
        <h3 id="viz-details-name" className="viz-details-name">
          {details.name}
        </h3>
        {badge && details.labelExplanation ? <Tip content={details.labelExplanation}>{badge}</Tip> : badge}
      </div>
      {details.tags.length ? (
        <ul className="viz-details-tags" aria-label="Tags">
          {details.tags.map((tag) => (
            <li key={tag} className="viz-tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="viz-details-description">{details.description}</p>
      {details.examples.length ? (
        <div className="viz-details-examples" aria-label="Examples" role="group">
          {details.examples.map((example) => (
            <figure key={example.url}>
              <img src={example.url} alt={example.caption ?? details.name} />
              {example.caption ? <figcaption>{example.caption}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
});
