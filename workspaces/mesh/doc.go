// Package mesh reads model files for workspaces: Wavefront OBJ (obj.go)
// with its .mtl material libraries (mtl.go), and glTF 2.0, JSON or binary
// (gltf.go, gltf_materials.go, gltf_precheck.go), into indexed triangles
// with their materials and material groups (Data). It bounds every count
// a hostile file could inflate (MaxFileSize, MaxVertices, MaxTriangles,
// MaxGroups, MaxJPEGScans, …) and reports problems at their place (Error:
// line and column for OBJ and .mtl). It reads bytes and returns data; the
// workspace loader resolves references and turns Data into render meshes.
package mesh
