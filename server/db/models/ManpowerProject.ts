import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

export type ManpowerStatus = "ongoing" | "completed";

export class ManpowerProject extends BaseModel {
  static tableName = "manpower_projects";

  declare id: number;
  declare name: string;
  declare contractor: string;
  declare owner: string;
  declare location: string;
  /** Display text such as 'SR 10.2 Billion'. */
  declare value: string;
  declare status: ManpowerStatus;
  declare scope: string;
  declare description: string;
  declare imageId: number | null;
  declare workers: number;
  declare duration: string;
  /** 'YYYY-MM-DD'; required when ongoing (database check). */
  declare startDate: string | null;
  /** 'YYYY-MM-DD'; required when completed (database check). */
  declare completionDate: string | null;
  declare position: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare image?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      image: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "manpower_projects.image_id", to: "images.id" },
      },
    };
  }
}
