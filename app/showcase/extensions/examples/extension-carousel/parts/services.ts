/** The company's services, each with an illustration shipped with the app (no remote images). */
import air from '../../../carousel-images/air.svg';
import customs from '../../../carousel-images/customs.svg';
import road from '../../../carousel-images/road.svg';
import sea from '../../../carousel-images/sea.svg';
import warehousing from '../../../carousel-images/warehousing.svg';

export const NAMESPACE = 'extension-carousel';

/** `key` names the texts `service.<key>.name` and `service.<key>.text`. */
export const SERVICES = [
  { key: 'sea', image: sea },
  { key: 'air', image: air },
  { key: 'road', image: road },
  { key: 'customs', image: customs },
  { key: 'warehousing', image: warehousing },
] as const;
