// The fixed vocabularies the generators draw from. Charts filter on these values, so they live in one place.

/** Seed every example generator derives its pseudo-random streams from. */
export const EXAMPLE_SEED = 20_240_101;

/** Sales regions with their countries and cities; earlier countries get more orders. */
export const SALES_GEO: ReadonlyArray<{ region: string; country: string; cities: readonly string[] }> = [
  { region: 'NA', country: 'USA', cities: ['New York', 'San Francisco', 'Chicago', 'Boston', 'Los Angeles'] },
  { region: 'EMEA', country: 'Germany', cities: ['Berlin', 'Munich', 'Hamburg'] },
  { region: 'EMEA', country: 'France', cities: ['Paris', 'Lyon', 'Marseille'] },
  { region: 'EMEA', country: 'UK', cities: ['London', 'Manchester', 'Edinburgh'] },
  { region: 'APAC', country: 'Japan', cities: ['Tokyo', 'Osaka', 'Kyoto'] },
  { region: 'APAC', country: 'Australia', cities: ['Sydney', 'Melbourne', 'Brisbane'] },
  { region: 'NA', country: 'Canada', cities: ['Toronto', 'Vancouver', 'Montreal'] },
  { region: 'EMEA', country: 'Spain', cities: ['Madrid', 'Barcelona', 'Valencia'] },
  { region: 'EMEA', country: 'Italy', cities: ['Milan', 'Rome', 'Turin'] },
  { region: 'LATAM', country: 'Brazil', cities: ['São Paulo', 'Rio de Janeiro', 'Curitiba'] },
  { region: 'APAC', country: 'Singapore', cities: ['Singapore'] },
  { region: 'EMEA', country: 'Sweden', cities: ['Stockholm', 'Gothenburg'] },
  { region: 'LATAM', country: 'Mexico', cities: ['Mexico City', 'Guadalajara', 'Monterrey'] },
  { region: 'EMEA', country: 'Netherlands', cities: ['Amsterdam', 'Rotterdam'] },
  { region: 'APAC', country: 'India', cities: ['Mumbai', 'Bengaluru', 'Delhi'] },
  { region: 'LATAM', country: 'Argentina', cities: ['Buenos Aires', 'Córdoba'] },
  { region: 'EMEA', country: 'Switzerland', cities: ['Zurich', 'Geneva'] },
  { region: 'APAC', country: 'New Zealand', cities: ['Auckland', 'Wellington'] },
  { region: 'EMEA', country: 'Norway', cities: ['Oslo', 'Bergen'] },
  { region: 'LATAM', country: 'Chile', cities: ['Santiago', 'Valparaíso'] },
];

/** Regions of SALES_GEO in a stable order. */
export const SALES_REGIONS = ['NA', 'EMEA', 'APAC', 'LATAM'] as const;

/** Product lines and their products with a list price and a typical margin. */
export const PRODUCTS: ReadonlyArray<{ line: string; name: string; price: number; margin: number }> = [
  { line: 'Classic Cars', name: '1952 Alpine Renault 1300', price: 214, margin: 0.32 },
  { line: 'Classic Cars', name: '1968 Ford Mustang', price: 195, margin: 0.3 },
  { line: 'Classic Cars', name: '1972 Alfa Romeo GTA', price: 136, margin: 0.28 },
  { line: 'Classic Cars', name: '1962 Lancia Delta', price: 147, margin: 0.29 },
  { line: 'Vintage Cars', name: '1917 Grand Touring Sedan', price: 170, margin: 0.34 },
  { line: 'Vintage Cars', name: '1911 Ford Town Car', price: 60, margin: 0.22 },
  { line: 'Vintage Cars', name: '1932 Model A Ford J-Coupe', price: 127, margin: 0.27 },
  { line: 'Motorcycles', name: '1969 Harley Davidson Ultimate Chopper', price: 95, margin: 0.25 },
  { line: 'Motorcycles', name: '2003 Harley-Davidson Eagle Drag Bike', price: 193, margin: 0.31 },
  { line: 'Motorcycles', name: '1996 Moto Guzzi 1100i', price: 118, margin: 0.26 },
  { line: 'Trucks and Buses', name: '1940 Ford Pickup Truck', price: 116, margin: 0.24 },
  { line: 'Trucks and Buses', name: '1964 Mercedes Tour Bus', price: 122, margin: 0.23 },
  { line: 'Planes', name: '1980s Black Hawk Helicopter', price: 157, margin: 0.3 },
  { line: 'Planes', name: 'P-51-D Mustang', price: 84, margin: 0.21 },
  { line: 'Planes', name: 'Boeing X-32A JSF', price: 81, margin: 0.2 },
  { line: 'Ships', name: '18th Century Vintage Horse Carriage', price: 104, margin: 0.26 },
  { line: 'Ships', name: 'The Titanic', price: 100, margin: 0.24 },
  { line: 'Ships', name: 'HMS Bounty', price: 90, margin: 0.22 },
  { line: 'Trains', name: 'Collectable Wooden Train', price: 100, margin: 0.27 },
  { line: 'Trains', name: '1962 City of Detroit Streetcar', price: 58, margin: 0.19 },
];

/** Product lines of PRODUCTS in a stable order. */
export const PRODUCT_LINES = [...new Set(PRODUCTS.map((p) => p.line))];

/** Order statuses with their cumulative probability. */
export const ORDER_STATUSES: ReadonlyArray<readonly [string, number]> = [
  ['Shipped', 0.86],
  ['Cancelled', 0.9],
  ['On Hold', 0.93],
  ['In Process', 0.96],
  ['Resolved', 0.98],
  ['Disputed', 1],
];

/** Sales channels with their cumulative probability. */
export const CHANNELS: ReadonlyArray<readonly [string, number]> = [
  ['Online', 0.45],
  ['Retail', 0.75],
  ['Partner', 0.9],
  ['Phone', 1],
];

/** Given names and family names customers are composed from. */
export const FIRST_NAMES = [
  'Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'John', 'Radia', 'Edsger',
  'Hedy', 'Tim', 'Katherine', 'Donald', 'Sophie', 'Niklaus', 'Joan', 'Bjarne', 'Lynn', 'Guido', 'Mary', 'James',
  'Anita', 'Brian', 'Shafi', 'Leslie', 'Evelyn', 'Robin',
];
export const LAST_NAMES = [
  'Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'McCarthy',
  'Perlman', 'Dijkstra', 'Lamarr', 'Berners-Lee', 'Johnson', 'Knuth', 'Wilson', 'Wirth', 'Clarke', 'Stroustrup',
  'Conway', 'van Rossum', 'Keller', 'Gosling', 'Borg', 'Kernighan', 'Goldwasser', 'Lamport', 'Berezin', 'Milner',
];

/** How many distinct customers the orders belong to. */
export const CUSTOMER_COUNT = 2_500;

/** Baby names with gender, relative popularity and the year they peaked. */
export const BABY_NAMES: ReadonlyArray<{ name: string; gender: 'boy' | 'girl'; weight: number; peak: number }> = [
  ...(
    [
      ['Michael', 9, 1970], ['James', 8, 1965], ['John', 8, 1965], ['Robert', 7, 1965], ['David', 7, 1968],
      ['William', 6, 1966], ['Christopher', 7, 1982], ['Matthew', 6, 1985], ['Joshua', 6, 1988], ['Daniel', 6, 1986],
      ['Jacob', 6, 1999], ['Andrew', 5, 1987], ['Joseph', 5, 1975], ['Anthony', 4, 1990], ['Ryan', 4, 1988],
      ['Tyler', 4, 1994], ['Brandon', 4, 1991], ['Nicholas', 4, 1994], ['Kevin', 4, 1976], ['Jason', 5, 1974],
      ['Justin', 4, 1990], ['Eric', 4, 1978], ['Brian', 4, 1972], ['Steven', 4, 1968], ['Thomas', 4, 1967],
      ['Ethan', 4, 2004], ['Noah', 3, 2008], ['Aiden', 3, 2008], ['Logan', 3, 2006], ['Mark', 4, 1965],
      ['Jeffrey', 3, 1968], ['Scott', 3, 1970], ['Timothy', 3, 1966], ['Richard', 3, 1965], ['Kyle', 3, 1992],
      ['Austin', 3, 1995], ['Zachary', 3, 1995], ['Jose', 3, 1999], ['Alexander', 4, 2000], ['Jonathan', 4, 1988],
    ] as const
  ).map(([name, weight, peak]) => ({ name, gender: 'boy' as const, weight, peak })),
  ...(
    [
      ['Jennifer', 9, 1975], ['Jessica', 8, 1986], ['Ashley', 8, 1988], ['Sarah', 6, 1982], ['Emily', 6, 1998],
      ['Lisa', 6, 1966], ['Amanda', 6, 1985], ['Michelle', 5, 1970], ['Elizabeth', 5, 1984], ['Melissa', 5, 1978],
      ['Kimberly', 5, 1967], ['Stephanie', 5, 1985], ['Nicole', 5, 1983], ['Heather', 5, 1976], ['Amy', 5, 1973],
      ['Angela', 4, 1970], ['Mary', 5, 1965], ['Susan', 4, 1965], ['Karen', 4, 1965], ['Hannah', 4, 1997],
      ['Madison', 5, 2001], ['Emma', 4, 2008], ['Olivia', 4, 2008], ['Isabella', 4, 2008], ['Samantha', 4, 1993],
      ['Brittany', 4, 1990], ['Rachel', 4, 1985], ['Megan', 4, 1988], ['Lauren', 4, 1990], ['Alexis', 3, 1998],
      ['Abigail', 3, 2004], ['Taylor', 3, 1993], ['Kayla', 3, 1992], ['Rebecca', 3, 1978], ['Laura', 3, 1974],
      ['Christina', 3, 1978], ['Julie', 3, 1968], ['Tiffany', 3, 1982], ['Chloe', 3, 2007], ['Grace', 3, 2004],
    ] as const
  ).map(([name, weight, peak]) => ({ name, gender: 'girl' as const, weight, peak })),
];

/** States of the names table with their share of births ('other' stands for the rest). */
export const BIRTH_STATES: ReadonlyArray<readonly [string, number]> = [
  ['CA', 1.6], ['TX', 1.2], ['NY', 1.0], ['FL', 0.8], ['IL', 0.7], ['PA', 0.6], ['OH', 0.6], ['MI', 0.5],
  ['NJ', 0.4], ['other', 3.2],
];

/** First and last year of the names table. */
export const BIRTH_YEARS = { first: 1965, last: 2008 } as const;

/** US airports with their location, busiest first. */
export const AIRPORTS: ReadonlyArray<readonly [code: string, lat: number, lon: number]> = [
  ['ATL', 33.64, -84.43], ['DFW', 32.9, -97.04], ['DEN', 39.86, -104.67], ['ORD', 41.98, -87.9],
  ['LAX', 33.94, -118.41], ['JFK', 40.64, -73.78], ['CLT', 35.21, -80.94], ['LAS', 36.08, -115.15],
  ['MCO', 28.43, -81.31], ['MIA', 25.8, -80.29], ['PHX', 33.43, -112.01], ['SEA', 47.45, -122.31],
  ['SFO', 37.62, -122.38], ['EWR', 40.69, -74.17], ['IAH', 29.99, -95.34], ['BOS', 42.36, -71.01],
  ['FLL', 26.07, -80.15], ['MSP', 44.88, -93.22], ['LGA', 40.78, -73.87], ['DTW', 42.21, -83.35],
  ['PHL', 39.87, -75.24], ['SLC', 40.79, -111.98], ['BWI', 39.18, -76.67], ['DCA', 38.85, -77.04],
  ['SAN', 32.73, -117.19], ['IAD', 38.95, -77.46], ['TPA', 27.98, -82.53], ['BNA', 36.12, -86.68],
  ['AUS', 30.19, -97.67], ['MDW', 41.79, -87.75], ['HNL', 21.32, -157.92], ['DAL', 32.85, -96.85],
  ['PDX', 45.59, -122.6], ['STL', 38.75, -90.37], ['RDU', 35.88, -78.79], ['HOU', 29.65, -95.28],
  ['SMF', 38.7, -121.59], ['MSY', 29.99, -90.26], ['SJC', 37.36, -121.93], ['SNA', 33.68, -117.87],
];

/** Airline carriers, largest first. */
export const CARRIERS = ['WN', 'DL', 'AA', 'UA', 'B6', 'AS', 'NK', 'F9', 'G4', 'HA', 'SY', 'MQ'];
