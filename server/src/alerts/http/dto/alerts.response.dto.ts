import { ApiProperty } from '@nestjs/swagger';
import { ALERT_EVENTS, ALERT_FREQUENCIES, ALERT_STATUSES, type AlertEvent, type AlertFrequency, type AlertStatus } from '@civic/contracts';

/** POST /api/alerts: the new alert; `pending` when an address alone must confirm it first. */
export class AlertCreatedResponse {
  @ApiProperty({ description: 'Id (uuid)' }) id: string;
  @ApiProperty({ enum: ALERT_STATUSES, description: 'active (signed in) or pending (an address alone, until confirmed)', example: 'pending' })
  status: AlertStatus;
  @ApiProperty({ description: 'What to tell the person, in English (the client shows the catalogue’s words for the status)' }) message: string;
}

/** One of the caller's alerts (GET /api/alerts). */
export class AlertResponse {
  @ApiProperty({ description: 'Id (uuid)' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: 'LGD taluka code, when the area is a taluka' }) taluka: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'LGD ULB code, when the area is a ULB' }) ulb: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'LGD village code, when the area is a village' }) village: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Circle centre latitude (degrees), when the area is a circle' }) lat: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Circle centre longitude (degrees), when the area is a circle' }) lng: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Circle radius in metres, when the area is a circle' }) radius: number | null;
  @ApiProperty({ description: 'The place’s name as the geography has it; for a circle, its centre and radius', example: 'Bardez' }) areaName: string;
  @ApiProperty({ type: [String], description: 'Category keys; empty: every category' }) categories: string[];
  @ApiProperty({ enum: ALERT_EVENTS, isArray: true }) events: AlertEvent[];
  @ApiProperty({ enum: ALERT_FREQUENCIES }) frequency: AlertFrequency;
  @ApiProperty({ enum: ALERT_STATUSES, description: 'active; pending (waiting for its confirmation); paused (its address bounced)' }) status: AlertStatus;
  @ApiProperty({ description: 'ISO 8601 date-time (UTC)' }) createdAt: Date;
}

export class AlertListResponse {
  @ApiProperty({ type: [AlertResponse] }) items: AlertResponse[];
}

/** The answer of confirm, unsubscribe and delete: what happened, in English words. */
/** An alert in an address's list, with the token its Stop button POSTs. */
export class AddressAlertResponse extends AlertResponse {
  @ApiProperty({ description: 'The token POST /api/alerts/unsubscribe takes to stop this alert' }) unsubscribeToken: string;
}

export class AddressAlertListResponse {
  @ApiProperty({ description: 'The address the list token names, lower case', example: 'asha@example.in' }) email: string;
  @ApiProperty({ type: [AddressAlertResponse], description: 'Newest first (at most 20)' }) items: AddressAlertResponse[];
}

export class AlertActionResponse {
  @ApiProperty({ description: 'What happened', example: 'You will get no more emails of this alert.' }) message: string;
  @ApiProperty({ description: 'The area of the alert (confirm); empty otherwise', example: 'Bardez' }) areaName: string;
}
