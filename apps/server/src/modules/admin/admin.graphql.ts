/** The administration area's GraphQL: clients, project and supplier service types, companies, suppliers list. */
import './clients.graphql.js';
import './companies.graphql.js';
import './reference-types.graphql.js';
import './suppliers.graphql.js';
